include "f2564.td"
