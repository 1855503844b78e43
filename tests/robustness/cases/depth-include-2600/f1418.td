include "f1419.td"
