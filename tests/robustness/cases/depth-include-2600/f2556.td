include "f2557.td"
