include "f699.td"
