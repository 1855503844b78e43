include "f1188.td"
