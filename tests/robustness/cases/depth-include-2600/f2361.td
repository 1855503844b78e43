include "f2362.td"
