include "f224.td"
