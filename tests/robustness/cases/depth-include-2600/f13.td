include "f14.td"
