include "f392.td"
