include "f432.td"
