include "f1933.td"
