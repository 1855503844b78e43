include "f2305.td"
