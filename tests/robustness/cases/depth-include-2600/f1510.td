include "f1511.td"
