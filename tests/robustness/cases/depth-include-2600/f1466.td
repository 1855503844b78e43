include "f1467.td"
