include "f2253.td"
