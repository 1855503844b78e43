include "f1570.td"
