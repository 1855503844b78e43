include "f1297.td"
