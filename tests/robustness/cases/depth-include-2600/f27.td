include "f28.td"
