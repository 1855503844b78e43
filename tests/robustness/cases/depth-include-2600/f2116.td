include "f2117.td"
