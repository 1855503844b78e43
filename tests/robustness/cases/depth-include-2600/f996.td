include "f997.td"
