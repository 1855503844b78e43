include "f291.td"
