include "f2448.td"
