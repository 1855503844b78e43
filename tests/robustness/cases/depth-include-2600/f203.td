include "f204.td"
