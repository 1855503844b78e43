include "f498.td"
