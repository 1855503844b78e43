include "f881.td"
