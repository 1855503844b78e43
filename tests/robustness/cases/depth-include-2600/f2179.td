include "f2180.td"
