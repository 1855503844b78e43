include "f1520.td"
