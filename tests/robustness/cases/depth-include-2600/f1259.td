include "f1260.td"
