include "f103.td"
