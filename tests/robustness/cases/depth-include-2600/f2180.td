include "f2181.td"
