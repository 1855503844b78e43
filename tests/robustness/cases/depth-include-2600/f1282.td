include "f1283.td"
