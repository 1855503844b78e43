include "f2119.td"
