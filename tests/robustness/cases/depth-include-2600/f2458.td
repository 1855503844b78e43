include "f2459.td"
