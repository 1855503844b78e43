include "f1651.td"
