include "f2242.td"
