include "f1051.td"
