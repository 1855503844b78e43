include "f1003.td"
