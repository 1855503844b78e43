include "f2196.td"
