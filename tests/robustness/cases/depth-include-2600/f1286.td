include "f1287.td"
