include "f2206.td"
