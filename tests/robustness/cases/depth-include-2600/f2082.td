include "f2083.td"
