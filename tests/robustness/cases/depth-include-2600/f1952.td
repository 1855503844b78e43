include "f1953.td"
