include "f1495.td"
