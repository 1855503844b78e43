include "f1641.td"
