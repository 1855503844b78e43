include "f169.td"
