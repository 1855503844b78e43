include "f120.td"
