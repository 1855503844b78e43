include "f1826.td"
