include "f2174.td"
