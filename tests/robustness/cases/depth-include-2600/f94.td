include "f95.td"
