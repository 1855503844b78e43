include "f2273.td"
