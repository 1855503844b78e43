include "f1121.td"
