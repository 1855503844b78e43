include "f2153.td"
