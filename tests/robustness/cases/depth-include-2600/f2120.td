include "f2121.td"
