include "f955.td"
