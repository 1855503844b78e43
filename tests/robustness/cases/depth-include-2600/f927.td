include "f928.td"
