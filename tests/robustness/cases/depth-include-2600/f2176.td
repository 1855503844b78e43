include "f2177.td"
