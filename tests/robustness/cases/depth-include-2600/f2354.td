include "f2355.td"
