include "f2390.td"
