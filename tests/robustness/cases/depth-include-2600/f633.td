include "f634.td"
