include "f1303.td"
