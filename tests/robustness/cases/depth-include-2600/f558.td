include "f559.td"
