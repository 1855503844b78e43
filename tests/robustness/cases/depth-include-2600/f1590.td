include "f1591.td"
