include "f2224.td"
