include "f792.td"
