include "f968.td"
