include "f2440.td"
