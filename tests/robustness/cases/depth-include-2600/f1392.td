include "f1393.td"
