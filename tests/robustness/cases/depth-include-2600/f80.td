include "f81.td"
