include "f2216.td"
