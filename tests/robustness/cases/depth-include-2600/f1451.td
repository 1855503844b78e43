include "f1452.td"
