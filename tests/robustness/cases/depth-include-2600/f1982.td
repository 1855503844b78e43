include "f1983.td"
