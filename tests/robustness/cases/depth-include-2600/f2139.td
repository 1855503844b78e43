include "f2140.td"
