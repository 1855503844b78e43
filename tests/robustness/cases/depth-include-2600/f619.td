include "f620.td"
