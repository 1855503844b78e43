include "f391.td"
