include "f2493.td"
