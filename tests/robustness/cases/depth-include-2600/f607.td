include "f608.td"
