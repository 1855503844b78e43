include "f1895.td"
