include "f2357.td"
