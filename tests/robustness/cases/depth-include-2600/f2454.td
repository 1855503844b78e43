include "f2455.td"
