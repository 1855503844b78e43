include "f629.td"
