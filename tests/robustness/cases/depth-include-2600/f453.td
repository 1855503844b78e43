include "f454.td"
