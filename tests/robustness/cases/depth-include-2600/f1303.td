include "f1304.td"
