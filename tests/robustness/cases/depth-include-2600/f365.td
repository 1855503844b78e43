include "f366.td"
