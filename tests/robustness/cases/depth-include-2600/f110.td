include "f111.td"
