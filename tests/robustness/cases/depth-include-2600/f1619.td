include "f1620.td"
