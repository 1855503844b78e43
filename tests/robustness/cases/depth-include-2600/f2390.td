include "f2391.td"
