include "f593.td"
