include "f484.td"
