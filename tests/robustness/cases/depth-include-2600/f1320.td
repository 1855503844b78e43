include "f1321.td"
