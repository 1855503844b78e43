include "f1969.td"
