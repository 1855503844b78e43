include "f2518.td"
