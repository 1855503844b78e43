include "f2065.td"
