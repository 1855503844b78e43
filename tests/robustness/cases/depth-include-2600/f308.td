include "f309.td"
