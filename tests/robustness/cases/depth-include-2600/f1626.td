include "f1627.td"
