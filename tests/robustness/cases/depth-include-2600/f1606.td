include "f1607.td"
