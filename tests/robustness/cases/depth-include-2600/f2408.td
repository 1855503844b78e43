include "f2409.td"
