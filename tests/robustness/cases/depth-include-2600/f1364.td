include "f1365.td"
