include "f1897.td"
