include "f1437.td"
