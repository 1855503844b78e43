include "f687.td"
