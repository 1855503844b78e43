include "f1256.td"
