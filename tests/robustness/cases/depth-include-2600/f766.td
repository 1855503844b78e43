include "f767.td"
