include "f1989.td"
