include "f313.td"
