include "f2233.td"
