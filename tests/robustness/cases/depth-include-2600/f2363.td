include "f2364.td"
