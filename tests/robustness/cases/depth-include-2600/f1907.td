include "f1908.td"
