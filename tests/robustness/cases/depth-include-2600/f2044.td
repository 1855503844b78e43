include "f2045.td"
