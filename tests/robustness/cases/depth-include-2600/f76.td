include "f77.td"
