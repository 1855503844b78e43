include "f1975.td"
