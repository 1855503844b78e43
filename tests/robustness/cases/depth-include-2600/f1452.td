include "f1453.td"
