include "f1886.td"
