include "f1497.td"
