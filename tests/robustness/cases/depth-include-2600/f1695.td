include "f1696.td"
