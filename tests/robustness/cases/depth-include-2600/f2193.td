include "f2194.td"
