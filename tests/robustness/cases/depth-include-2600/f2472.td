include "f2473.td"
