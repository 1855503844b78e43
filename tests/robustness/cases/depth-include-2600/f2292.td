include "f2293.td"
