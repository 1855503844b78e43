include "f347.td"
