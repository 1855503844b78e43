include "f1891.td"
