include "f2241.td"
