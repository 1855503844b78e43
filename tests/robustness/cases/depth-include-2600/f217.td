include "f218.td"
