include "f2451.td"
