include "f1284.td"
