include "f2118.td"
