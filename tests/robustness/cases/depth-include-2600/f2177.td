include "f2178.td"
