include "f1371.td"
