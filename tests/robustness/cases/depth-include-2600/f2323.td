include "f2324.td"
