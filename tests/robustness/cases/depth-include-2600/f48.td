include "f49.td"
