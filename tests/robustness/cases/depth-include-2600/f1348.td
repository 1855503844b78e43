include "f1349.td"
