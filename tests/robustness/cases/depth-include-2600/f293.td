include "f294.td"
