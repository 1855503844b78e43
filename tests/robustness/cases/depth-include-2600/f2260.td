include "f2261.td"
