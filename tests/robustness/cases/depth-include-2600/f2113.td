include "f2114.td"
