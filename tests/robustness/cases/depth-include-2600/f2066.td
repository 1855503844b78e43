include "f2067.td"
