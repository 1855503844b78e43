include "f61.td"
