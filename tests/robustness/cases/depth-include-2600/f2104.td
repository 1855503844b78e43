include "f2105.td"
