include "f1934.td"
