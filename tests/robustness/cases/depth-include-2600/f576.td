include "f577.td"
