include "f2596.td"
