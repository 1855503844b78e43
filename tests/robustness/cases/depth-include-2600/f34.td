include "f35.td"
