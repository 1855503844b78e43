include "f1749.td"
