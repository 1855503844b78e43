include "f557.td"
