include "f1694.td"
