include "f172.td"
