include "f2076.td"
