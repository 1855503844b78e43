include "f1060.td"
