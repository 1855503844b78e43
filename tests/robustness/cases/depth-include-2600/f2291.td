include "f2292.td"
