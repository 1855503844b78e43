include "f2587.td"
