include "f558.td"
