include "f703.td"
