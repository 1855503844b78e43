include "f504.td"
