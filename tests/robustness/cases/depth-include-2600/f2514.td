include "f2515.td"
