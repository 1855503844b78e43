include "f1468.td"
