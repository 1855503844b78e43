include "f1436.td"
