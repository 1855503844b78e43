include "f2172.td"
