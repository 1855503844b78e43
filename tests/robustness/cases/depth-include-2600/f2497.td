include "f2498.td"
