include "f2029.td"
