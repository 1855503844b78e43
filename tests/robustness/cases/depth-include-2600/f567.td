include "f568.td"
