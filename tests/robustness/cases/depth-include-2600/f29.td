include "f30.td"
