include "f811.td"
