include "f2284.td"
