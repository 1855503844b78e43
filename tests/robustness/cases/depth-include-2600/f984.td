include "f985.td"
