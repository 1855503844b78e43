include "f2041.td"
