include "f2266.td"
