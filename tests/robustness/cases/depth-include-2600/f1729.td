include "f1730.td"
