include "f1496.td"
