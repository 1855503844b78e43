include "f610.td"
