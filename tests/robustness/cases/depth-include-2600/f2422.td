include "f2423.td"
