include "f1385.td"
