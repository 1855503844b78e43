include "f123.td"
