include "f681.td"
