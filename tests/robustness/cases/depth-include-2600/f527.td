include "f528.td"
