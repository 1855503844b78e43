include "f662.td"
