include "f848.td"
