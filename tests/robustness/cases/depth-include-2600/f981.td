include "f982.td"
