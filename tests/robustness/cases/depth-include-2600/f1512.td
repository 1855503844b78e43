include "f1513.td"
