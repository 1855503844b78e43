include "f2404.td"
