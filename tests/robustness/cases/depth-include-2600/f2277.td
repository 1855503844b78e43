include "f2278.td"
