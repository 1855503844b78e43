include "f2197.td"
