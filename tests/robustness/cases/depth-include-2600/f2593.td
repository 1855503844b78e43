include "f2594.td"
