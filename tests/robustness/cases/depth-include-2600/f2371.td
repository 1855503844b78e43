include "f2372.td"
