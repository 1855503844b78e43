include "f2396.td"
