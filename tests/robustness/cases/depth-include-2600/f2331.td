include "f2332.td"
