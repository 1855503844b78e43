include "f525.td"
