include "f192.td"
