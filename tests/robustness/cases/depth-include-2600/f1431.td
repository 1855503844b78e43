include "f1432.td"
