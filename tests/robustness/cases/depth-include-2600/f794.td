include "f795.td"
