include "f2533.td"
