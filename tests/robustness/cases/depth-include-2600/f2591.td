include "f2592.td"
