include "f502.td"
