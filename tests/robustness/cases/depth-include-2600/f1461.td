include "f1462.td"
