include "f197.td"
