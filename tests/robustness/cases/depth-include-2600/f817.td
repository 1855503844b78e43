include "f818.td"
