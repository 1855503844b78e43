include "f2376.td"
