include "f1342.td"
