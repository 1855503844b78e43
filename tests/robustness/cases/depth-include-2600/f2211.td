include "f2212.td"
