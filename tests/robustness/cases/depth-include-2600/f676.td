include "f677.td"
