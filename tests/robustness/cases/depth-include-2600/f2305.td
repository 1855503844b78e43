include "f2306.td"
