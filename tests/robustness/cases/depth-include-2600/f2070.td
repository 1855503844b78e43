include "f2071.td"
