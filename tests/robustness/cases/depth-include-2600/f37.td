include "f38.td"
