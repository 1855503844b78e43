include "f338.td"
