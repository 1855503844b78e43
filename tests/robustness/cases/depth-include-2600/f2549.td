include "f2550.td"
