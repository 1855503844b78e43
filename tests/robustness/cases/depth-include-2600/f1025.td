include "f1026.td"
