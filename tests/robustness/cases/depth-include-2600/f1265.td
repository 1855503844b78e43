include "f1266.td"
