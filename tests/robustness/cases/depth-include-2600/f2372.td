include "f2373.td"
