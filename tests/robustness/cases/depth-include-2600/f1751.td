include "f1752.td"
