include "f1888.td"
