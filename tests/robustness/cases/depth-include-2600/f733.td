include "f734.td"
