include "f2168.td"
