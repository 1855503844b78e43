include "f353.td"
