include "f23.td"
