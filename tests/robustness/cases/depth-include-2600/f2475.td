include "f2476.td"
