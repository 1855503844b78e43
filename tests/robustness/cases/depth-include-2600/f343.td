include "f344.td"
