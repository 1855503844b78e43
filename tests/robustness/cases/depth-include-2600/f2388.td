include "f2389.td"
