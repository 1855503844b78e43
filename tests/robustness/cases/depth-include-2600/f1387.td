include "f1388.td"
