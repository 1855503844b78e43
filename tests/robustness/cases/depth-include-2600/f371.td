include "f372.td"
