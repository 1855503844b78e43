include "f2103.td"
