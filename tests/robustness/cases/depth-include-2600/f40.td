include "f41.td"
