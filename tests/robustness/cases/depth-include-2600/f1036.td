include "f1037.td"
