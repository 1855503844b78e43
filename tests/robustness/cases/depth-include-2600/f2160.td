include "f2161.td"
