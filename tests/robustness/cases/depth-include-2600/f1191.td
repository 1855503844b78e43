include "f1192.td"
