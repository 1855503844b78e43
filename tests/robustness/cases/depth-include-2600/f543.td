include "f544.td"
