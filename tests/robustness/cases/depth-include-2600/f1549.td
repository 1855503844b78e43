include "f1550.td"
