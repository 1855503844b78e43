include "f1273.td"
