include "f254.td"
