include "f1778.td"
