include "f1372.td"
