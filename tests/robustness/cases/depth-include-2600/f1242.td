include "f1243.td"
