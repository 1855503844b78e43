include "f1293.td"
