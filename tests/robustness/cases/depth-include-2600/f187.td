include "f188.td"
