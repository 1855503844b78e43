include "f1001.td"
