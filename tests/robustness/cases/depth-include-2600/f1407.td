include "f1408.td"
