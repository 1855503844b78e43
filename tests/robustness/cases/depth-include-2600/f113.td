include "f114.td"
