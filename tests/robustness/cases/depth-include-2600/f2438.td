include "f2439.td"
