include "f1052.td"
