include "f1650.td"
