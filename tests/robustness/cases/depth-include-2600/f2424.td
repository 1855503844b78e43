include "f2425.td"
