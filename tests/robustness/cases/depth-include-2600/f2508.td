include "f2509.td"
