include "f1966.td"
