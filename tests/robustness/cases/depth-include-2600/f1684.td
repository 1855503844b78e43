include "f1685.td"
