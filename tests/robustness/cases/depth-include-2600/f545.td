include "f546.td"
