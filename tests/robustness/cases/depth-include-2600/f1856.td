include "f1857.td"
