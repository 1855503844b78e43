include "f2484.td"
