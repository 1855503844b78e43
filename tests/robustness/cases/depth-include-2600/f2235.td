include "f2236.td"
