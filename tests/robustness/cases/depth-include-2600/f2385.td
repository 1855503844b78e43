include "f2386.td"
