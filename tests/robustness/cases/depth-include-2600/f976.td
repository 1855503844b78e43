include "f977.td"
