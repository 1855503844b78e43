include "f866.td"
