include "f517.td"
