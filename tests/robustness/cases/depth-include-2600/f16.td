include "f17.td"
