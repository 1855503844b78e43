include "f2435.td"
