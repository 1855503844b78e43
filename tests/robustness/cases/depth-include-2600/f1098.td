include "f1099.td"
