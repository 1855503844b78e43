include "f2031.td"
