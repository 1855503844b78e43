include "f2283.td"
