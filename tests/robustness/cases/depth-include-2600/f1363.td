include "f1364.td"
