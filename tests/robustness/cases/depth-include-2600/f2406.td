include "f2407.td"
