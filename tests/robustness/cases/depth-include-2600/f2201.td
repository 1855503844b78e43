include "f2202.td"
