include "f765.td"
