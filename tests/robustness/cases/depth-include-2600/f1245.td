include "f1246.td"
