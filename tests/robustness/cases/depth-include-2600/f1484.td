include "f1485.td"
