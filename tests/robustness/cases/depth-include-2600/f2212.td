include "f2213.td"
