include "f534.td"
