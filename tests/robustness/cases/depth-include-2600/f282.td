include "f283.td"
