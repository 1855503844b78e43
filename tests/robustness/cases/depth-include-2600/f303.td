include "f304.td"
