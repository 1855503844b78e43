include "f812.td"
