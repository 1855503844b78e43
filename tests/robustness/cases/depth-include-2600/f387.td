include "f388.td"
