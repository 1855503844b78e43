include "f2519.td"
