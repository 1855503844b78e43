include "f800.td"
