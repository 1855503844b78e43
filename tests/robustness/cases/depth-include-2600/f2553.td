include "f2554.td"
