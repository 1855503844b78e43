include "f762.td"
