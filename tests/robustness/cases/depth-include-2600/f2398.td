include "f2399.td"
