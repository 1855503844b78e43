include "f2079.td"
