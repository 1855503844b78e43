include "f2044.td"
