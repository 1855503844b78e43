include "f2092.td"
