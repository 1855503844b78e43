include "f2139.td"
