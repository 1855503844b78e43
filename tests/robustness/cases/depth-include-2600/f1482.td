include "f1483.td"
