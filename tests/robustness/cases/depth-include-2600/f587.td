include "f588.td"
