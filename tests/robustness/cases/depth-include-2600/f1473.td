include "f1474.td"
