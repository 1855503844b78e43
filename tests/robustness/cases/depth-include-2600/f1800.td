include "f1801.td"
