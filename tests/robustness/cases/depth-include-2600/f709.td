include "f710.td"
