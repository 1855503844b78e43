include "f43.td"
