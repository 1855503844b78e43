include "f886.td"
