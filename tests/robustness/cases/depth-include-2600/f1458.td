include "f1459.td"
