include "f343.td"
