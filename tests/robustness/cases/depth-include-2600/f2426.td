include "f2427.td"
