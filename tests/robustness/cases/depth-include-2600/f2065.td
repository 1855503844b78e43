include "f2066.td"
