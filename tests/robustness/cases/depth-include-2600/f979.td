include "f980.td"
