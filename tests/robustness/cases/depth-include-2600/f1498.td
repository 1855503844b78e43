include "f1499.td"
