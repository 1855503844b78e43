include "f1333.td"
