include "f267.td"
