include "f1241.td"
