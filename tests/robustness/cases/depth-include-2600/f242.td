include "f243.td"
