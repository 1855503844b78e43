include "f146.td"
