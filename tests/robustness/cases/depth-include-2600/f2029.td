include "f2030.td"
