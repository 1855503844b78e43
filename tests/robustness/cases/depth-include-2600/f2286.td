include "f2287.td"
