include "f586.td"
