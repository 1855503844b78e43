include "f986.td"
