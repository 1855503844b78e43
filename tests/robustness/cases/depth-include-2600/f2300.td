include "f2301.td"
