include "f1977.td"
