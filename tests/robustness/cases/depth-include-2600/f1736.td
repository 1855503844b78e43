include "f1737.td"
