include "f2325.td"
