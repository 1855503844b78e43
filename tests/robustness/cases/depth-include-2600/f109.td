include "f110.td"
