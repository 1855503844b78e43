include "f312.td"
