include "f537.td"
