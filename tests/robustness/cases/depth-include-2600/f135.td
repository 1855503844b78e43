include "f136.td"
