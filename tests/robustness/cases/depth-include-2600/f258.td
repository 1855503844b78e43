include "f259.td"
