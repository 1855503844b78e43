include "f984.td"
