include "f9.td"
