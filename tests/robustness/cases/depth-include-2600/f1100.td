include "f1101.td"
