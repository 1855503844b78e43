include "f331.td"
