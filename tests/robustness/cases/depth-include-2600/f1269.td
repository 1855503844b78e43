include "f1270.td"
