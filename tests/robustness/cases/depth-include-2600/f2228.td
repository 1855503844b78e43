include "f2229.td"
