include "f1323.td"
