include "f2581.td"
