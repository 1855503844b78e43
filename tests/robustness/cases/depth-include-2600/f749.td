include "f750.td"
