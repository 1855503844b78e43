include "f876.td"
