include "f2299.td"
