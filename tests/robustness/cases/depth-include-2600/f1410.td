include "f1411.td"
