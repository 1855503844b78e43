include "f572.td"
