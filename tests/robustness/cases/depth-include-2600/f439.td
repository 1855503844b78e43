include "f440.td"
