include "f1678.td"
