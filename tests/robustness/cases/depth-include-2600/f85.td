include "f86.td"
