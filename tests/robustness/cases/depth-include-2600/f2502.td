include "f2503.td"
