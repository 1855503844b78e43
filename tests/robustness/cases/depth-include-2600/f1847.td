include "f1848.td"
