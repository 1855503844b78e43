include "f1130.td"
