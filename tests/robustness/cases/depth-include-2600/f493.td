include "f494.td"
