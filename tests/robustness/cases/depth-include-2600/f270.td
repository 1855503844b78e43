include "f271.td"
