include "f36.td"
