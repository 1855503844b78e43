include "f2398.td"
