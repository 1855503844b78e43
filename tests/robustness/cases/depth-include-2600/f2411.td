include "f2412.td"
