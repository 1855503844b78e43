include "f92.td"
