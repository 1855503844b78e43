include "f1424.td"
