include "f1399.td"
