include "f1829.td"
