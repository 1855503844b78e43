include "f988.td"
