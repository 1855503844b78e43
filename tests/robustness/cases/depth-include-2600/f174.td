include "f175.td"
