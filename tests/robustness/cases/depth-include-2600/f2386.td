include "f2387.td"
