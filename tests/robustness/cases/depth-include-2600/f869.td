include "f870.td"
