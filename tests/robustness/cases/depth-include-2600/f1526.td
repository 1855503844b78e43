include "f1527.td"
