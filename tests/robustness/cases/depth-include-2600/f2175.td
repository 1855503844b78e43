include "f2176.td"
