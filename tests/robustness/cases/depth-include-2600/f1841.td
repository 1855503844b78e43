include "f1842.td"
