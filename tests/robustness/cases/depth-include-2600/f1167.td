include "f1168.td"
