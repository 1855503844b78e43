include "f1313.td"
