include "f2408.td"
