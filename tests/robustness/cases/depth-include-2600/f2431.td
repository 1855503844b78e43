include "f2432.td"
