include "f660.td"
