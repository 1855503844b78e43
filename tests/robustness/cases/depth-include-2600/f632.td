include "f633.td"
