include "f82.td"
