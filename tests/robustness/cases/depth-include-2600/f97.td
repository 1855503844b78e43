include "f98.td"
