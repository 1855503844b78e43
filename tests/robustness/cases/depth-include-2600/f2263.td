include "f2264.td"
