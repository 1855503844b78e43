include "f308.td"
