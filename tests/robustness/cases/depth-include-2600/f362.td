include "f363.td"
