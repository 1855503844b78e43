include "f27.td"
