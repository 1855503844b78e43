include "f2538.td"
