include "f2526.td"
