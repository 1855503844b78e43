include "f1276.td"
