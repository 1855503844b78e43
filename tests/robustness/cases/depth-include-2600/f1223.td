include "f1224.td"
