include "f21.td"
