include "f1152.td"
