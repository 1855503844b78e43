include "f2521.td"
