include "f2403.td"
