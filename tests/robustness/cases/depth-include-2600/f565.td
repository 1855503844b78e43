include "f566.td"
