include "f1963.td"
