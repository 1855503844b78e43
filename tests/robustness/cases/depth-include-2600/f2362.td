include "f2363.td"
