include "f2347.td"
