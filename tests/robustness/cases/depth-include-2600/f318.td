include "f319.td"
