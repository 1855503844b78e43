include "f1458.td"
