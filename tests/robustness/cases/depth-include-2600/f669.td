include "f670.td"
