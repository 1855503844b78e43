include "f648.td"
