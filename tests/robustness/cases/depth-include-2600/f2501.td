include "f2502.td"
