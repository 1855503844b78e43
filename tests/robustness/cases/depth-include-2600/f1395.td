include "f1396.td"
