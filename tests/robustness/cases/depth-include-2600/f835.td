include "f836.td"
