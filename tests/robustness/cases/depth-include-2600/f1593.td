include "f1594.td"
