include "f2365.td"
