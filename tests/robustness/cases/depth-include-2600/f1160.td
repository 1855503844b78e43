include "f1161.td"
