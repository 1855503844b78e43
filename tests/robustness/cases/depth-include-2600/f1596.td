include "f1597.td"
