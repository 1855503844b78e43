include "f2109.td"
