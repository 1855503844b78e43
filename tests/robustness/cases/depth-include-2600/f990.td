include "f991.td"
