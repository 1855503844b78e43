include "f1328.td"
