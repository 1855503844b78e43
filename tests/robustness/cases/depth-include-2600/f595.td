include "f596.td"
