include "f2546.td"
