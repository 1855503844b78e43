include "f385.td"
