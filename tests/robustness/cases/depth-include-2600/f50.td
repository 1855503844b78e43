include "f51.td"
