include "f170.td"
