include "f1292.td"
