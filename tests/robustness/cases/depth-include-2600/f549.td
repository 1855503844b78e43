include "f550.td"
