include "f939.td"
