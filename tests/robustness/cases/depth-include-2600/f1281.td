include "f1282.td"
