include "f22.td"
