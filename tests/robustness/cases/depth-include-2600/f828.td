include "f829.td"
