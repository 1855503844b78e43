include "f2535.td"
