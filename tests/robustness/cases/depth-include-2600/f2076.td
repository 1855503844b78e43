include "f2077.td"
