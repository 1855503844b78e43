include "f2185.td"
