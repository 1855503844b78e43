include "f844.td"
