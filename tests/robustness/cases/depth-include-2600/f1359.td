include "f1360.td"
