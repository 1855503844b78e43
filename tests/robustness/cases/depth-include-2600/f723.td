include "f724.td"
