include "f789.td"
