include "f963.td"
