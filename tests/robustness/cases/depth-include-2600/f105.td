include "f106.td"
