include "f2520.td"
