include "f868.td"
