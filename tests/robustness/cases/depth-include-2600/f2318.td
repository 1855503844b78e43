include "f2319.td"
