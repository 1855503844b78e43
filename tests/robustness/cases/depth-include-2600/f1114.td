include "f1115.td"
