include "f2255.td"
