include "f1797.td"
