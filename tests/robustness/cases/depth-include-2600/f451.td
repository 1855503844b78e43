include "f452.td"
