include "f482.td"
