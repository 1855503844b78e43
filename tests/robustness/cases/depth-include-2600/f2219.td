include "f2220.td"
