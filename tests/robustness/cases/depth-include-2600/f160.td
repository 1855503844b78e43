include "f161.td"
