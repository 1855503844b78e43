include "f1172.td"
