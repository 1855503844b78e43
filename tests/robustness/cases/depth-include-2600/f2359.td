include "f2360.td"
