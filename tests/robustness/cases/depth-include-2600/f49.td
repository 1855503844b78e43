include "f50.td"
