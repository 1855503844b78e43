include "f48.td"
