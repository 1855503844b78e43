include "f489.td"
