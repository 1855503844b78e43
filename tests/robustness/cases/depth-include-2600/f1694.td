include "f1695.td"
