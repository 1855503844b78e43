include "f563.td"
