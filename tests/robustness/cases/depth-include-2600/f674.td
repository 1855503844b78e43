include "f675.td"
