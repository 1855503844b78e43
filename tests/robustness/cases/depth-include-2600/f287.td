include "f288.td"
