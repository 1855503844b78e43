include "f2056.td"
