include "f252.td"
