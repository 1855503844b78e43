include "f2187.td"
