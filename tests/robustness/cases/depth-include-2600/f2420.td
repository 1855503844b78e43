include "f2421.td"
