include "f2551.td"
