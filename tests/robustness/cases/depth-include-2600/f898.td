include "f899.td"
