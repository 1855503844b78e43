include "f2205.td"
