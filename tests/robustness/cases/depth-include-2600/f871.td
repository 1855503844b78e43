include "f872.td"
