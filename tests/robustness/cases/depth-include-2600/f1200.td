include "f1201.td"
