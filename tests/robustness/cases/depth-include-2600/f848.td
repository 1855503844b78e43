include "f849.td"
