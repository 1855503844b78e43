include "f2334.td"
