include "f29.td"
