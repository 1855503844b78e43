include "f255.td"
