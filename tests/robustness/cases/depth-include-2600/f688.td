include "f689.td"
