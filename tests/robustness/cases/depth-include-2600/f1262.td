include "f1263.td"
