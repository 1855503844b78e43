include "f2169.td"
