include "f1599.td"
