include "f323.td"
