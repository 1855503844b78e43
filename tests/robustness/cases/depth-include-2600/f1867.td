include "f1868.td"
