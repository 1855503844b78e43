include "f1867.td"
