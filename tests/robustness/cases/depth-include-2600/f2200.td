include "f2201.td"
