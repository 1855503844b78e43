include "f149.td"
