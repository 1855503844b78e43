include "f5.td"
