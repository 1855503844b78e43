include "f316.td"
