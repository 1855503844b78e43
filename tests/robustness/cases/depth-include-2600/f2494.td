include "f2495.td"
