include "f2001.td"
