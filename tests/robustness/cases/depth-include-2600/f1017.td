include "f1018.td"
