include "f1577.td"
