include "f1707.td"
