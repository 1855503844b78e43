include "f1387.td"
