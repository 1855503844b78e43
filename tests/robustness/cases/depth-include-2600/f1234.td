include "f1235.td"
