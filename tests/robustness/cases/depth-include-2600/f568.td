include "f569.td"
