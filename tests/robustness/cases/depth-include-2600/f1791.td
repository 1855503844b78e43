include "f1792.td"
