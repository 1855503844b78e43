include "f1572.td"
