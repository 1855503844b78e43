include "f2058.td"
