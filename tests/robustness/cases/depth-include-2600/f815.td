include "f816.td"
