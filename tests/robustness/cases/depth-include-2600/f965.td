include "f966.td"
