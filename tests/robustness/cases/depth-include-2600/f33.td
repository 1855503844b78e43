include "f34.td"
