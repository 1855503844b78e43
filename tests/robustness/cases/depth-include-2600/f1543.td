include "f1544.td"
