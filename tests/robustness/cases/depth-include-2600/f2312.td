include "f2313.td"
