include "f1675.td"
