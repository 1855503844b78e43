include "f512.td"
