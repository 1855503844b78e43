include "f696.td"
