include "f1325.td"
