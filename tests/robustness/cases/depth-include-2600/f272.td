include "f273.td"
