include "f88.td"
