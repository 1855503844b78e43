include "f293.td"
