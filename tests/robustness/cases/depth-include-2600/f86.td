include "f87.td"
