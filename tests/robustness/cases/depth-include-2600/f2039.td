include "f2040.td"
