include "f1648.td"
