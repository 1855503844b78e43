include "f2234.td"
