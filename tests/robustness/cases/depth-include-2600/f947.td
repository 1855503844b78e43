include "f948.td"
