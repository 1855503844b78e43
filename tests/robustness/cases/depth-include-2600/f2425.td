include "f2426.td"
