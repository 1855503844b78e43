include "f1579.td"
