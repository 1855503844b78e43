include "f1960.td"
