include "f2375.td"
