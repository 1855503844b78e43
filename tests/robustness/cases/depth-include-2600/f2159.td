include "f2160.td"
