include "f206.td"
