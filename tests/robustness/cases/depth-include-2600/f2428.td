include "f2429.td"
