include "f2148.td"
