include "f2559.td"
