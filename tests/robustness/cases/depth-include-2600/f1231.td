include "f1232.td"
