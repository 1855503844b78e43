include "f1171.td"
