include "f732.td"
