include "f1978.td"
