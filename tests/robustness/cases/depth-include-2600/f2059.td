include "f2060.td"
