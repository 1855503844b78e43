include "f796.td"
