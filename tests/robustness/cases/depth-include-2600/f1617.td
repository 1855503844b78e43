include "f1618.td"
