include "f2245.td"
