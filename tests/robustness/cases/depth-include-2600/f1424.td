include "f1425.td"
