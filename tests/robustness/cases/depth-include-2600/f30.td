include "f31.td"
