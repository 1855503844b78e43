include "f1406.td"
