include "f2500.td"
