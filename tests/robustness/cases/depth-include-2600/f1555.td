include "f1556.td"
