include "f936.td"
