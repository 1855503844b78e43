include "f1449.td"
