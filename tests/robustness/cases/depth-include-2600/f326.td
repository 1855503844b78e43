include "f327.td"
