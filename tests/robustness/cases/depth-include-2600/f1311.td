include "f1312.td"
