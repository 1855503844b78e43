include "f1705.td"
