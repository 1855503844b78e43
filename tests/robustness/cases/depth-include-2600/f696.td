include "f697.td"
