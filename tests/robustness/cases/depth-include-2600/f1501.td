include "f1502.td"
