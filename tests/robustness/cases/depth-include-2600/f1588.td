include "f1589.td"
