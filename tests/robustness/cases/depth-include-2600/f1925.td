include "f1926.td"
