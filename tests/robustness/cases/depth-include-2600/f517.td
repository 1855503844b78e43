include "f518.td"
