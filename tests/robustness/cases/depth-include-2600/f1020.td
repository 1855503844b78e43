include "f1021.td"
