include "f104.td"
