include "f2116.td"
