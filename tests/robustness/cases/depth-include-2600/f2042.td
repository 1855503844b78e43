include "f2043.td"
