include "f2183.td"
