include "f18.td"
