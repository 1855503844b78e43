include "f33.td"
