include "f2102.td"
