include "f674.td"
