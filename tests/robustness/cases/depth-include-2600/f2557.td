include "f2558.td"
