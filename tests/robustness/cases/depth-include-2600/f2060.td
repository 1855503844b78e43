include "f2061.td"
