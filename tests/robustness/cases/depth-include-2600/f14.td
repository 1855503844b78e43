include "f15.td"
